import { createParcel } from '@site/ui';
import { NewsletterBox } from '../widgets/NewsletterBox';

export default createParcel(NewsletterBox, { compact: true });
