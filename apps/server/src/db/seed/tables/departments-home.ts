import { parseDepartments } from '../department-outline';

/** The non-food departments: household, personal care and pets. */
export const homeDepartments = parseDepartments(`
# Casa e pulizia | cleaning_services | #5e35b1 | 1
> Detersivi, prodotti per la pulizia, carta e articoli per la casa, anche nelle confezioni convenienza.
## Bucato
- Detersivi lavatrice [laundry]: Detersivo lavatrice muschio bianco, Detersivo lavatrice marsiglia, Detersivo per capi delicati, Detersivo per capi scuri, Detersivo lavatrice igienizzante
- Ammorbidenti [laundry #f5b7b1 #aed6f1]: Ammorbidente concentrato, Ammorbidente alla lavanda, Ammorbidente talco, Ammorbidente ipoallergenico
- Smacchiatori e additivi [laundry]: Smacchiatore pretrattante, Candeggina delicata, Additivo igienizzante, Sbiancante per bucato
## Piatti
- Detersivi piatti [dish]: Detersivo piatti al limone, Detersivo piatti all'aceto, Detersivo piatti concentrato, Detersivo piatti mani delicate
- Lavastoviglie [dishwasher]: Pastiglie lavastoviglie, Pastiglie tutto in uno, Pastiglie ecologiche, Capsule lavastoviglie al limone
## Pulizia della casa
- Superfici e pavimenti [cleaner]: Detergente pavimenti, Sgrassatore universale, Detergente multiuso, Detergente vetri e specchi, Detergente per parquet
- Bagno e anticalcare [cleaner #48c9b0 #5dade2]: Anticalcare spray, Gel WC, Detergente bagno, Candeggina, Disgorgante
- Spugne e panni [cloths]: Spugne abrasive, Panni in microfibra, Guanti in lattice, Panno pavimenti, Spugne in cellulosa
## Carta e casa
- Carta igienica e carta cucina [paper]: Carta igienica 3 veli, Carta igienica 2 veli, Carta cucina, Carta igienica compatta, Carta cucina maxi
- Tovaglioli e fazzoletti [tissues]: Tovaglioli di carta, Fazzoletti di carta, Tovaglioli colorati, Fazzoletti balsamici
- Sacchetti [wraps]: Sacchetti gelo, Sacchi immondizia, Sacchetti per alimenti, Sacchetti compostabili

# Cura della persona | spa | #ec407a | 1
> Igiene e bellezza per tutta la famiglia: corpo, capelli, sorriso e i prodotti per i più piccoli.
## Corpo
- Bagnoschiuma e docciaschiuma [bodywash]: Docciaschiuma idratante, Bagnoschiuma al latte, Docciaschiuma agli agrumi, Bagnoschiuma rilassante, Docciaschiuma per pelli sensibili
- Saponi [soap]: Sapone liquido mani, Sapone liquido antibatterico, Ricarica sapone liquido, Sapone liquido al latte
- Deodoranti [deodorant]: Deodorante spray, Deodorante roll-on, Deodorante senza alcool, Deodorante spray uomo
## Capelli
- Shampoo [shampoo]: Shampoo delicato uso frequente, Shampoo antiforfora, Shampoo capelli secchi, Shampoo capelli colorati, Shampoo e balsamo
- Balsamo e maschere [shampoo #f5cba7 #d2b4de]: Balsamo districante, Maschera nutriente, Balsamo capelli ricci, Olio per capelli
- Styling [styling]: Lacca, Gel fissaggio forte, Mousse volumizzante, Spray termoprotettore
## Igiene orale
- Dentifrici [toothpaste]: Dentifricio sbiancante, Dentifricio protezione gengive, Dentifricio al fluoro, Dentifricio per bambini, Dentifricio denti sensibili
- Spazzolini e filo [oral-care]: Spazzolino medio, Spazzolino morbido, Filo interdentale, Scovolini interdentali
## Igiene e rasatura
- Rasatura [shaving]: Schiuma da barba, Gel da barba, Dopobarba lenitivo, Schiuma da barba pelli sensibili
- Igiene intima [intimate]: Detergente intimo delicato, Detergente intimo lenitivo, Detergente intimo alla camomilla
## Prima infanzia
- Pannolini [diapers]: Pannolini taglia 3, Pannolini taglia 4, Pannolini taglia 5, Mutandine pannolino, Pannolini newborn
- Salviette [wipes]: Salviette umidificate, Salviette delicate all'aloe, Salviette alla camomilla, Salviette biodegradabili
- Omogeneizzati [baby-food]: Omogeneizzato di frutta, Omogeneizzato di carne, Omogeneizzato di pesce, Omogeneizzato di verdure

# Animali | pets | #6d4c41 | 1
> Alimenti, snack e accessori per cani, gatti e piccoli animali, scelti con i veterinari dei nostri fornitori.
## Cane
- Crocchette per cani [pet-dry]: Crocchette per cani adulti, Crocchette per cuccioli, Crocchette per cani di taglia piccola, Crocchette per cani senior, Crocchette per cani al salmone
- Umido per cani [pet-wet]: Bocconcini per cani al manzo, Patè per cani, Vaschetta per cani al pollo, Bocconcini per cani con verdure
- Snack per cani [pet-snack]: Snack dentali, Biscotti per cani, Ossi da masticare, Bastoncini al pollo
## Gatto
- Crocchette per gatti [pet-dry #884ea0 #2e86c1]: Crocchette per gatti adulti, Crocchette per gatti sterilizzati, Crocchette per gattini, Crocchette per gatti al tonno
- Umido per gatti [pet-wet #884ea0 #f1948a]: Bocconcini per gatti al salmone, Patè per gatti al tonno, Buste per gatti al pollo, Filetti per gatti in gelatina
- Lettiere [litter]: Lettiera agglomerante, Lettiera al silicio, Lettiera vegetale, Lettiera profumata
## Piccoli animali
- Uccelli e roditori [small-pet]: Mangime per canarini, Mangime per criceti, Fieno per conigli, Mangime per pappagalli
- Pesci e tartarughe [small-pet #2e86c1 #48c9b0]: Mangime per pesci rossi, Mangime per tartarughe, Mangime per pesci tropicali
`);
