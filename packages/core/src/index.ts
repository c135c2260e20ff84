export * from './i18n/languages';
export * from './links/external-links';
export * from './routes/route-table';
