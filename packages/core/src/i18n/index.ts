export * from './format-date-time';
export * from './languages';
