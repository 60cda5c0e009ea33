// The flags of the Node process that serves the portal, wherever it is
// started: `npm start` (scripts/start.ts), the container (the Dockerfile's
// CMD, held to this list by tests/deployment/deployment.test.ts).
//
// A rendered page allocates many short-lived objects (React's two passes over
// a profile of about a thousand elements). With V8's default young generation
// (16 MiB semi-spaces) a render outlives a scavenge when ten are under way,
// its objects are copied into the old generation and collected again by the
// slower full collections. 64 MiB keeps them young: signed-in pages served
// about 8 % more per second and their p97.5 fell about 15 % at 100 000 NGOs
// (decision 105), for at most 144 MiB more memory (three semi-spaces).
export const PORTAL_NODE_FLAGS = ['--max-semi-space-size=64'] as const
