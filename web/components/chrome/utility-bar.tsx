import { css } from 'styled-system/css'
import { AccountActions } from './account-actions'

/** The slim strip above the main bar on wide screens: who we are, and the account actions. */
export function UtilityBar() {
  return (
    <div
      className={css({
        display: { base: 'none', xl: 'block' },
        bg: 'secondary.hover',
        color: 'white',
      })}
    >
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: '6',
          h: '9',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 'sm',
        })}
      >
        <p>A 501(c)(3) nonprofit growing curious, confident young minds.</p>
        <AccountActions />
      </div>
    </div>
  )
}
