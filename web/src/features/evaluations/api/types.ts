// The evaluations calls' shapes, from the contract (api/modules/evaluations.yaml →
// src/api/schema.d.ts). Forms are read with the forms engine's own types (lib/forms), as the
// surveys read theirs.
import type { components } from '@/api/schema';
import type { Answers, FormContext, FormDefinition } from '@/lib/forms/types';

type Schemas = components['schemas'];

export type Phase = Schemas['EvalPhase'];
export type Direction = Schemas['EvalDirection'];
export type ReviewStatus = Schemas['EvalReviewStatus'];
export type PacketStatus = Schemas['EvalPacketStatus'];
export type FollowUpInput = Schemas['EvalFollowUpInput'];
export type NominationStatus = Schemas['EvalNominationStatus'];
export type MissingKind = Schemas['EvalMissingKind'];
export type Missing = Schemas['EvalMissing'];
export type StatusLine = Schemas['EvalStatusLine'];
export type CycleRef = Schemas['EvalCycleRef'];
export type MyCycle = Schemas['EvalMyCycle'];
export type ReviewSummary = Schemas['EvalReviewSummary'];
export type Nomination = Schemas['EvalNomination'];
export type NominationsToMake = Schemas['EvalNominationToMake'];
export type MyPacket = Schemas['EvalMyPacket'];
export type TeamParticipant = Schemas['EvalTeamMember'];
export type MyWork = Schemas['EvalMyWork'];
export type CompetencyRating = Schemas['EvalCompetency'];
export type GoalRating = Schemas['EvalReviewGoal'];
export type ReviewInput = Schemas['EvalReviewInput'];
export type Evidence = Schemas['EvalEvidence'];
export type EvidenceValue = Schemas['EvalEvidenceValue'];
export type EvidencePost = Schemas['EvalEvidencePost'];
export type Aggregate = Schemas['EvalAggregate'];
export type AggregateItem = Schemas['EvalAggregateItem'];
export type Box = Schemas['EvalBox'];
export type RatingHistoryRow = Schemas['EvalRatingEntry'];

/** A review's form, as the forms engine reads it (localised to the caller's language). */
export type ReviewForm = Omit<Schemas['EvalReviewForm'], 'definition'> & {
  definition: FormDefinition<string>;
};

export type ReviewDetail = Omit<Schemas['EvalReviewDetail'], 'form' | 'answers' | 'context'> & {
  form: ReviewForm;
  answers: Answers;
  context: FormContext;
};

/** A named part of a packet (the self or the leader review). */
export type PacketPart = Omit<Schemas['EvalPacketPart'], 'form' | 'answers'> & {
  form: ReviewForm;
  answers: Answers;
};

export type Packet = Omit<Schemas['EvalPacket'], 'parts'> & {
  parts: Omit<Schemas['EvalPacket']['parts'], 'self' | 'leader'> & {
    self?: PacketPart;
    leader?: PacketPart;
  };
};
