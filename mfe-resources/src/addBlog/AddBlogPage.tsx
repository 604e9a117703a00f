import { Icon, MailtoLink, PageHead, Section, defineIsland, targetClassNames, SiteLink } from '@site/ui';
import { siteConfig } from '@site/site-config';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { addBlog } from '../content/addBlog';
import { tidyText } from './tidyText';
import styles from './AddBlogPage.module.css';

/**
 * "New Blog": a drafting screen. The spec shows no save or submit, so the page says plainly that
 * drafts stay in this browser tab, and its two tool buttons do what they say (format, clear).
 */
function AddBlogForm() {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // What the visitor typed or chose before the form was live is in the DOM, not in this state.
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    const typed = elements?.namedItem('text');
    if (typed instanceof HTMLTextAreaElement && typed.value) setText(typed.value);
    const picture = elements?.namedItem('picture');
    if (picture instanceof HTMLInputElement && picture.files?.[0]) setFileName(picture.files[0].name);
  }, []);
  return (
    <form ref={form} method="post" className={styles.form} onSubmit={(event) => event.preventDefault()} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className={styles.note}>
        {addBlog.note} <MailtoLink address={siteConfig.mailboxes.enquiries} subject={addBlog.draftSubject} />
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-heading`}>Heading</label>
        <input id={`${id}-heading`} name="heading" type="text" maxLength={150} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-tags`}>Tags</label>
        <input id={`${id}-tags`} name="tags" type="text" aria-describedby={`${id}-tags-hint`} />
        <p id={`${id}-tags-hint`} className={styles.hint}>
          {addBlog.tagsHint}
        </p>
      </div>
      <div className={styles.field}>
        <span id={`${id}-picture-label`}>Picture</span>
        <div className={styles.file}>
          <label htmlFor={`${id}-picture`} className={styles.fileButton}>
            Choose file
          </label>
          <input
            id={`${id}-picture`}
            name="picture"
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-labelledby={`${id}-picture-label ${id}-picture-name`}
            onChange={(event) => setFileName(event.target.files?.[0]?.name ?? null)}
          />
          <span id={`${id}-picture-name`} data-testid="chosen-file">
            {fileName ?? 'No file chosen'}
          </span>
        </div>
      </div>
      <div className={styles.field}>
        <div className={styles.textLabel}>
          <label htmlFor={`${id}-text`}>Blog Text</label>
          <div className={styles.tools} role="toolbar" aria-label="Blog text tools" aria-controls={`${id}-text`}>
            <button
              type="button"
              onClick={() => {
                setText(tidyText(text));
                setAnnouncement('Text formatted: spacing tidied.');
              }}
            >
              <Icon name="format" title="Format text" />
            </button>
            <button
              type="button"
              onClick={() => {
                setText('');
                setAnnouncement('Blog text cleared.');
              }}
            >
              <Icon name="trash" title="Clear text" />
            </button>
          </div>
        </div>
        <textarea id={`${id}-text`} name="text" rows={20} value={text} onChange={(event) => setText(event.target.value)} />
        <p role="status" className={styles.hint}>
          {announcement}
        </p>
      </div>
      <p>
        <SiteLink to="/blogs" className={targetClassNames.inline}>
          Back to the blog
        </SiteLink>
      </p>
    </form>
  );
}

/** The draft form: live on the first interaction (what was typed before is kept). */
export const AddBlogFormIsland = defineIsland({ owner: 'resources', name: 'AddBlogForm', hydrate: 'interaction' }, AddBlogForm);

export default function AddBlogPage() {
  return (
    <>
      <PageHead title={addBlog.meta.title} description={addBlog.meta.description} />
      <Section heading={addBlog.heading} headingLevel="h1" intro={addBlog.intro}>
        <AddBlogFormIsland />
      </Section>
    </>
  );
}
