export * from './checkout-confirmation';
export * from './credit-packages';
export * from './format-price';
