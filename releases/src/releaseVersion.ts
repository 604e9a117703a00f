/** A release's version, as the store makes it from its build's files (`versionOf`): 12 lowercase hex characters. */
export const RELEASE_VERSION_LENGTH = 12;
const HEX = `[0-9a-f]{${RELEASE_VERSION_LENGTH}}`;
export const RELEASE_VERSION = new RegExp(`^${HEX}$`);
/** A release's folder in a path or URL (`…/releases/<version>/…`), the version captured. */
export const RELEASE_VERSION_IN_PATH = new RegExp(`/releases/(${HEX})/`);
