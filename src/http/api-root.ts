// Where the API is mounted: every operation's path in the spec is relative to it.
export const API_ROOT = '/api/v1';
