/** A hiring system's API did not give a board: the reason is what the source's record shows. */
export class AtsFetchError extends Error {
  constructor(
    message: string,
    /** The HTTP status, null when no server answered. */
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'AtsFetchError'
  }
}

/** The board's list answered 304 to our validators: nothing changed since the last sync. */
export class BoardNotModified extends Error {
  constructor() {
    super('Not modified')
    this.name = 'BoardNotModified'
  }
}
