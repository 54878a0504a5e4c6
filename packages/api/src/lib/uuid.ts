const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be a row id (a look-up by anything else is a plain 404, not a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);
