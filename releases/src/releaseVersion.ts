/** A release's version, as the store makes it from its build's files (`versionOf`): 12 lowercase hex characters. */
export const RELEASE_VERSION = /^[0-9a-f]{12}$/;
