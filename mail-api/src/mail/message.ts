/**
 * One e-mail as plain, JSON-serialisable data. Templates produce these and the delivery step
 * consumes them, so a spool can later store them as they are and a worker send them unchanged.
 */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * A form's two messages: the internal one for staff, which must get through for the submission
 * to count, and the courtesy confirmation to the visitor, sent only after the internal one.
 */
export interface InternalWithConfirmation {
  readonly internal: OutgoingMail;
  readonly confirmation: OutgoingMail;
}
