import { Button, Icon, modalDialogClassNames } from '@site/ui';
import { dialogCloser, fastModal, shellActionDialogs } from '@site/ui/behaviours';
import { PENDING_ACTION_ATTRIBUTE, pendingDialogId } from '../islands/protocol';

/**
 * The stand-in of each dialog a shell action opens (the free-trial sign-up), in the frame's HTML:
 * a tap on Sign Up shows it at once (the islands loader opens it as a fast modal dialog), with the
 * dialog's heading and a loading line, while the dialog's code comes. The runtime puts the real
 * dialog in its place in one task, so the visitor sees one dialog throughout. Written here rather
 * than built by the loader: markup and styles cost the first load's script nothing.
 */
export function PendingActionDialogs() {
  const { dialog, fullScreen, close, content } = modalDialogClassNames;
  return Object.entries(shellActionDialogs).map(([action, texts]) => {
    const id = pendingDialogId(action);
    return (
      <dialog
        key={action}
        id={id}
        className={`${dialog} ${fullScreen}`}
        aria-labelledby={`${id}-heading`}
        {...{ [PENDING_ACTION_ATTRIBUTE]: action }}
        {...fastModal()}
      >
        <Button variant="ghost" className={close} {...dialogCloser(id)}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{texts.close}</span>
        </Button>
        <div className={content}>
          <h2 id={`${id}-heading`}>{texts.heading}</h2>
          <p role="status">{texts.loading}</p>
        </div>
      </dialog>
    );
  });
}
