declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<unknown[]>
  }
}
