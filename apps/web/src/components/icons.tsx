// Each icon is a pure declaration. The shell's few live apart from the others: a module goes
// whole into one chunk, and the account screens should not download the rest.
export * from './icons/screen-icons.tsx';
export * from './icons/shell-icons.tsx';
