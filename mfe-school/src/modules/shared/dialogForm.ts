/**
 * A form wrapping DialogContent and DialogActions: a flex column inside the dialog's paper, so the
 * fields scroll while the title and the buttons stay in view (full-screen dialogs on phones too).
 */
export const DIALOG_FORM_STYLE = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;
