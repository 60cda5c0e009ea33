// The portal's version: package.json's, released as a git tag v<version> (README, "Upgrading").
import packageJson from '@/package.json'

export const PORTAL_VERSION: string = packageJson.version
