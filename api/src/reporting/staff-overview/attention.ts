// Which modules of a year need attention: the lowest overall averages, the largest falls since
// the previous year and too few responses to trust (ATTENTION_RULES states the numbers).
import {
  ATTENTION_RULES,
  type AttentionReason,
  type StaffOverviewModule,
} from '@module-feedback/shared/contracts';

type Unflagged = Omit<StaffOverviewModule, 'attention'>;

/** The ids of the `count` modules with the smallest `value` (those without one left out). */
function smallest(
  modules: Unflagged[],
  value: (module: Unflagged) => number | null,
  count: number,
) {
  return new Set(
    modules
      .filter((module) => value(module) !== null)
      .sort((a, b) => value(a)! - value(b)! || a.code.localeCompare(b.code))
      .slice(0, count)
      .map((module) => module.moduleId),
  );
}

export function flagAttention(modules: Unflagged[]): StaffOverviewModule[] {
  const lowest = smallest(modules, (module) => module.overall, ATTENTION_RULES.lowestAverages);
  const drops = smallest(
    modules,
    // Only a fall counts: a module that improved is never among the largest drops.
    (module) => (module.change !== null && module.change < 0 ? module.change : null),
    ATTENTION_RULES.largestDrops,
  );
  return modules.map((module) => {
    const attention: AttentionReason[] = [];
    if (lowest.has(module.moduleId)) attention.push('lowest-average');
    if (drops.has(module.moduleId)) attention.push('largest-drop');
    if (module.responses > 0 && module.responses < ATTENTION_RULES.fewResponsesBelow) {
      attention.push('few-responses');
    }
    return { ...module, attention };
  });
}
