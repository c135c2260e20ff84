export * from './auth-attempt-limits';
export * from './character-classes';
export * from './password-meter';
export * from './password-rules';
export * from './password-strength';
export * from './rate-limit';
