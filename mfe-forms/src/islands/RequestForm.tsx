import { defineIsland } from '@site/ui';
import type { RequestKind } from '@site/form-schemas';
import { newTabLink } from '../forms/links';
import { RequestForm } from '../request/RequestForm';

/**
 * The demo and expert forms on their own pages: ready once the visitor is at the page and near the
 * form (intent), or on the first interaction, keeping whatever was typed before; a Submit before
 * that is answered from the HTML by the loader. Pages are whole documents now, so the privacy policy opens
 * in a new tab: leaving the page would lose what was typed.
 */
function RequestPageForm({ kind }: { readonly kind: RequestKind }) {
  return <RequestForm kind={kind} renderPrivacyLink={newTabLink} />;
}

export default defineIsland({ owner: 'forms', name: 'RequestForm', hydrate: 'intent' }, RequestPageForm);
