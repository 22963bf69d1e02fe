// The console's evaluation calls' shapes, from the contract (api/modules/evaluations.yaml →
// src/api/schema.d.ts); forms in lib/forms' shape, as the builder edits them.
import type { components } from '@/api/schema';
import type { FormDefinition } from '@/lib/forms/types';

type Schemas = components['schemas'];

export type Phase = Schemas['EvalPhase'];
export const PHASES: readonly Phase[] = [
  'draft',
  'nomination',
  'writing',
  'calibration',
  'sharing',
  'closed',
];

export type Direction = Schemas['EvalDirection'];
export const DIRECTIONS: readonly Direction[] = ['self', 'leader', 'peer', 'upward'];

export type PacketStatus = Schemas['EvalPacketStatus'];
export const PACKET_STATUSES: readonly PacketStatus[] = [
  'not_started',
  'draft',
  'submitted',
  'calibrated',
  'shared',
  'acknowledged',
];

export type StatusLine = Schemas['EvalStatusLine'];
export type Deadlines = Schemas['EvalDeadlines'];
export type NominatedBy = Schemas['EvalPeerSettings']['nominated_by'];
export type PeerSettings = Schemas['EvalPeerSettings'];
export type CycleCounts = Schemas['EvalCycleCounts'];

type NamedOrHidden = Schemas['EvalNamedOrHidden'];
type AggregateOrHidden = Schemas['EvalAggregateOrHidden'];
/** The visibility matrix with every cell set (the server keeps and answers them all). */
export type Visibility = {
  reviewee: {
    self: NamedOrHidden;
    leader: NamedOrHidden;
    peer: AggregateOrHidden;
    upward: AggregateOrHidden;
  };
  leader: { self: NamedOrHidden; peer: AggregateOrHidden; upward: AggregateOrHidden };
};

export type Cycle = Schemas['EvalCycle'];

/** A direction's form as kept: its id in the forms engine, its version and definition. */
export type CycleForm = Omit<Schemas['EvalCycleForm'], 'definition'> & {
  definition: FormDefinition;
};

export type CycleDetail = Omit<Schemas['EvalCycleDetail'], 'forms'> & { forms: CycleForm[] };

export type ParticipantsInput = Schemas['EvalParticipantsInput'];
export type AddParticipantsResult = Schemas['EvalParticipantsAdded'];

/** A definition as sent: the server gives each cycle's form its id. */
export type FormInput = Omit<FormDefinition, 'form_id'> & { form_id?: string };
type FormsInput = Partial<Record<Direction, FormInput>>;

/** Every field the editor sets. */
export type CycleFields = Omit<
  Schemas['EvalCycleInput'],
  'forms' | 'participants' | 'visibility'
> & {
  description: string;
  peers: PeerSettings;
  visibility: Visibility;
};

export type CycleInput = CycleFields & { forms?: FormsInput; participants?: ParticipantsInput };
export type CyclePatch = Omit<Schemas['EvalCyclePatch'], 'forms'> & { forms?: FormsInput };

/** The server's default forms (without ids: each cycle's form gets its own). */
export type Templates = Record<Direction, FormInput>;

export type Participant = Schemas['EvalParticipant'];
export type ReviewBrief = Schemas['EvalReviewBrief'];
export type PersonRef = Schemas['PersonRef'];

/** A box of the 9-box as the server gives it (a part may be missing: not rated). */
export type RatedBox = Schemas['EvalBox'];
/** A box with both parts. */
export type Box = { performance: number; potential: number };

export type CalibrationPerson = Schemas['EvalCalibrationPerson'];
export type LeaderDistribution = Schemas['EvalLeaderDistribution'];
export type CalibrationView = Schemas['EvalCalibration'];
export type HistoryEntry = Schemas['EvalRatingEntry'];
export type ShareResult = Schemas['EvalShareResult'];
export type RemindResult = Schemas['EvalRemindResult'];
export type RatingInput = Schemas['EvalRatingInput'];
