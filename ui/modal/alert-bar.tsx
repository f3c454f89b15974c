// The alert of SPEC §8 at the top of the dialog: what went wrong with the app's setup or its
// services, said once, until the person dismisses it. Its texts and rules load when one shows.
import { useStore } from '@nanostores/react'
import { lazy } from 'react'
import { Guard } from '../components/guard'
import { useGangway } from '../context'

const AlertMessage = lazy(() => import('./alert-message'))

export function AlertBar() {
  const alert = useStore(useGangway().stores.$alert)
  return alert ? (
    <Guard>
      <AlertMessage code={alert} />
    </Guard>
  ) : null
}
