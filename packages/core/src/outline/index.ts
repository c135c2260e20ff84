export * from './outline';
export * from './outline-finding';
export * from './structures';
