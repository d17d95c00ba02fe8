//! The reader's language, from their browser's `Accept-Language`.

use crate::i18n::Lang;

/// The language a page is written in: the first of the reader's languages (by their
/// weights) that Cantina speaks; English otherwise.
pub fn negotiate(accept_language: &str) -> Lang {
    let mut wanted: Vec<(f32, usize, Lang)> = accept_language
        .split(',')
        .take(32)
        .enumerate()
        .filter_map(|(order, part)| {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next()?.trim().to_ascii_lowercase();
            let weight = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (weight > 0.0).then_some((weight, order, of_tag(&tag)?))
        })
        .collect();
    // By weight, then in the order given.
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    wanted.first().map_or(Lang::EnUs, |w| w.2)
}

/// The language a tag names, if Cantina speaks it: any Portuguese reads the Brazilian
/// text, any Chinese the simplified one (the only Chinese Cantina writes).
fn of_tag(tag: &str) -> Option<Lang> {
    let primary = tag.split(['-', '_']).next()?;
    match primary {
        "en" => Some(Lang::EnUs),
        "pt" => Some(Lang::PtBr),
        "zh" => Some(Lang::ZhCn),
        "cs" => Some(Lang::Cs),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_readers_first_spoken_language_wins() {
        assert_eq!(negotiate("pt-BR,pt;q=0.9,en;q=0.8"), Lang::PtBr);
        assert_eq!(negotiate("zh-CN"), Lang::ZhCn);
        assert_eq!(negotiate("de-DE,cs;q=0.7,en;q=0.5"), Lang::Cs);
        assert_eq!(negotiate("en;q=0.2, zh;q=0.9"), Lang::ZhCn);
        assert_eq!(negotiate("fr-FR,de"), Lang::EnUs);
        assert_eq!(negotiate("cs;q=0, pt"), Lang::PtBr);
        assert_eq!(negotiate(""), Lang::EnUs);
        assert_eq!(negotiate("*"), Lang::EnUs);
    }
}
