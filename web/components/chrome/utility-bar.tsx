import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { AccountActions } from './account-actions'
import { LanguageSwitch } from './language-switch'

/**
 * The slim strip above the main bar on wide screens: who we are, the page in the other language,
 * and the account actions.
 */
export function UtilityBar() {
  return (
    <div
      className={css({
        display: { base: 'none', xl: 'block' },
        bg: 'secondary.hover',
        color: 'white',
        '--focus-ring': 'white',
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
        <p>{m.utility_tagline()}</p>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
          <LanguageSwitch
            className={css({
              color: 'white',
              fontWeight: '600',
              px: '2',
              py: '1',
              borderRadius: 'md',
              textDecoration: 'underline',
              textUnderlineOffset: '0.2em',
            })}
          />
          <AccountActions />
        </div>
      </div>
    </div>
  )
}
