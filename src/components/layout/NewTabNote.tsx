/** The one "Opens in a new tab" of a page, which every link leaving the site points at. */
export const NEW_TAB_NOTE_ID = 'new-tab-note'

export function NewTabNote() {
  return (
    <span id={NEW_TAB_NOTE_ID} hidden>
      Opens in a new tab
    </span>
  )
}
