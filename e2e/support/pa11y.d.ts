// The part of pa11y's API the validators spec uses (pa11y ships no types).
declare module 'pa11y' {
  type Issue = { code: string; type: string; message: string; selector: string; context: string; runner: string }
  type Options = {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA'
    runners?: string[]
    headers?: Record<string, string>
    timeout?: number
    wait?: number
    actions?: string[]
    chromeLaunchConfig?: { executablePath?: string; args?: string[] }
  }
  export default function pa11y(url: string, options?: Options): Promise<{ documentTitle: string; pageUrl: string; issues: Issue[] }>
}
