import { SHELL_ACTION_ATTRIBUTE } from '../islands/protocol';

/** Sign Up: opens the free-trial dialog through the shell (islands loader), even before the top bar is live. */
export const signUpAction = { [SHELL_ACTION_ATTRIBUTE]: 'open-free-trial' } as const;
