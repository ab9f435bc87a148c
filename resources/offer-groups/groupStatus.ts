// Offer groups share the categories' values (Active 1, Deactivated -1) and, being feminine in
// Russian (группа, like категория), their labels too (domain/enums/dictionary-status.ts).
export { MarketplaceCategoryStatus as OfferGroupStatus } from '../../domain/enums/dictionary-status';
