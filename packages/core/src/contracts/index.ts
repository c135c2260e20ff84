export * from './history-page';
