export * from './outline';
export * from './outline-finding';
export * from './place-in-order';
export * from './printed-outline';
export * from './structures';
