import type { AdminProfile, StaffList } from '@brass/shared/contracts/admin';
import { useState } from 'react';
import { ActionOutcome, type Outcome } from '../../../components/ActionOutcome';
import { Card } from '../../../components/Card';
import { LoadState, readProblem } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useStaff } from '../api/get-staff';
import { removeStaff } from '../api/remove-staff';
import { withdrawInvitation } from '../api/withdraw-invitation';
import { AddStaffForm } from './AddStaffForm';
import { InvitationList } from './InvitationList';
import { StaffTable } from './StaffTable';

/**
 * Who runs the shop, for the owner: add someone by email (at once, or by invitation), remove a
 * member of staff, withdraw an invitation. The API refuses staff (403), and its message is all they
 * see here.
 */
export function StaffScreen({ profile }: { profile: AdminProfile }) {
  const [version, setVersion] = useState(0);
  const staff = useStaff(version);
  const [latest, setLatest] = useState<StaffList>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (staff.status === 'success' && staff.data !== latest) setLatest(staff.data);

  const changed = (text: string) => {
    setOutcome({ tone: 'done', text });
    setVersion((count) => count + 1);
  };
  /** Runs a change of the staff; its answer, or the API's refusal, is what the screen says. */
  const change = async (ask: () => Promise<string>) => {
    setOutcome(null);
    try {
      changed(await ask());
    } catch (error) {
      setOutcome({ tone: 'problem', text: readProblem(error) });
    }
  };

  return (
    <>
      <ScreenHeader title="Staff">
        Who can open the back office. Add people by the email address they sign in with; only you, the owner,
        can change the staff.
      </ScreenHeader>
      <ActionOutcome outcome={outcome} />
      <LoadState
        state={staff}
        latest={latest}
        loading="Loading the staff..."
        onRetry={() => setVersion((count) => count + 1)}
      >
        {({ staff: members, invitations }) => (
          <>
            <Card title="Add a member of staff">
              <AddStaffForm onAdded={({ message }) => changed(message)} />
            </Card>
            <Card
              title="The staff"
              meta={`${members.length} ${members.length === 1 ? 'person opens' : 'people open'} the back office`}
            >
              <StaffTable
                staff={members}
                viewerId={profile.id}
                onRemove={(member) => change(() => removeStaff(member.id))}
              />
            </Card>
            <Card
              title="Invitations"
              meta="Waiting for the invited address to sign in and confirm it, for 7 days"
            >
              <InvitationList
                invitations={invitations}
                onWithdraw={(email) => change(() => withdrawInvitation(email))}
              />
            </Card>
          </>
        )}
      </LoadState>
    </>
  );
}
