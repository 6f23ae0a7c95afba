/** The key of a total's label: 'Totale stimato' while loose products wait to be weighed, else 'Totale'. */
export const totalLabelKey = (estimate: boolean) => (estimate ? 'totals.estimatedTotal' : 'totals.total');
