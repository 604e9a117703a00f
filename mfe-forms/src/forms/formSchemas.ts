/**
 * The forms' schemas (`@site/form-schemas` with zod), a chunk of their own: fetched when the
 * visitor enters a form (`formProps.onFocus`, with the HTTP client), not when the form wakes. The
 * newsletter box and the free-trial dialog wake on every page and most visitors never type into
 * them; what they render from (field names, labels, messages) is plain values (formInfo.ts and
 * the *Fields.ts modules). A failed fetch is tried again next time.
 */
type FormSchemas = typeof import('@site/form-schemas');

let loading: Promise<FormSchemas> | undefined;
let loaded: FormSchemas | undefined;

export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= import(/* webpackChunkName: "form-schemas" */ '@site/form-schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schemas once they have arrived (a submit then judges at once), else undefined. */
export const loadedFormSchemas = (): FormSchemas | undefined => loaded;
