export * from './outline';
export * from './outline-finding';
export * from './place-in-order';
export * from './structures';
