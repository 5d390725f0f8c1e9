import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names without merging (tiny, for the browser). The shared UI parts are component
 * classes that utilities override (globals.css), so nothing there needs merging.
 */
export const cx = (...inputs: ClassValue[]) => clsx(inputs)
