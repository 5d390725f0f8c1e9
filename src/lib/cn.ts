import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names (without merging them: tiny, for the browser). The shared UI parts are
 * component classes that a utility passed beside them overrides (globals.css), so no two
 * utilities for the same property are ever given together.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs)
