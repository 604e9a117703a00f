/** Copy shared by every form of this remote. */
export const formParts = {
  sending: 'Sending…',
  // Read by nobody but form-filling bots (the field is hidden from people and assistive tech).
  honeypotLabel: 'Leave this field empty',
  opensInNewTab: '(opens in a new tab)',
} as const;
