// Entry points of @docsearch/react that its package types do not declare.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
