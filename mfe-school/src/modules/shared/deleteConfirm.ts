/** What a school admin types to confirm a deletion (matched case-insensitively by the dialog). */
export const DELETE_CONFIRM_TEXT = 'DELETE';
