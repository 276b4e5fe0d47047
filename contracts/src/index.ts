export * from './constants';
export * from './images';
export * from './messages';
export * from './patterns';
export * from './message-codes';
export * from './web-build';
export * from './contact-rule';
