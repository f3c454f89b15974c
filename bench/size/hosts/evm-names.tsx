// The minimal EVM host plus name registration (gangway/names): what its factory costs before the first render.
import { renderEvmHostWith } from '../services-host'
import { names } from 'gangway/names'

renderEvmHostWith([names()])
