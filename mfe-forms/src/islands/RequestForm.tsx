import { defineIsland } from '@site/ui';
import type { RequestKind } from '@site/form-schemas';
import { newTabLink } from '../forms/links';
import { RequestForm } from '../request/RequestForm';

/**
 * The demo and expert forms on their own pages: live on the first interaction (focus, typing),
 * keeping whatever was typed before. Pages are whole documents now, so the privacy policy opens
 * in a new tab: leaving the page would lose what was typed.
 */
function RequestPageForm({ kind }: { readonly kind: RequestKind }) {
  return <RequestForm kind={kind} renderPrivacyLink={newTabLink} />;
}

export default defineIsland({ owner: 'forms', name: 'RequestForm', hydrate: 'interaction' }, RequestPageForm);
