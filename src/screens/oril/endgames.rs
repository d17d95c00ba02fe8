//! Oril's warm-up: the endgame tables the computer reads, loaded (or built once and
//! cached beside the database) on a thread of their own at start-up.

use crate::games::oril::endgame::{install, EndgameTable};
use crate::games::oril::RuleSet;
use crate::table::hosting::{InvalidSetting, WarmUp};

/// The setting: endgames of at most this many stones come from tables (0: none).
const SETTING: &str = "ORIL_ENDGAME_STONES";
/// Deployments read endgames from tables unless told otherwise.
const DEFAULT_STONES: u8 = 15;
/// The largest tables built (about a minute and 35 MB per rule set).
const MOST_STONES: u8 = 15;

/// How many stones the tables cover, from the setting.
pub fn endgame_stones(setting: Option<String>) -> Result<u8, InvalidSetting> {
    let Some(text) = setting else {
        return Ok(DEFAULT_STONES);
    };
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|n| *n <= MOST_STONES)
        .ok_or_else(|| InvalidSetting {
            name: SETTING,
            reason: format!("{text:?} is not a number of stones from 0 to {MOST_STONES}"),
        })
}

/// Check the setting now; load or build the tables in the background.
pub fn prepare(warm_up: &WarmUp) -> Result<(), InvalidSetting> {
    let stones = endgame_stones((warm_up.setting)(SETTING))?;
    if stones == 0 {
        return Ok(());
    }
    let dir = warm_up.cache_dir.to_path_buf();
    std::thread::spawn(move || {
        for (rules, name) in [(RuleSet::Oril, "oril"), (RuleSet::Abapa, "abapa")] {
            let path = dir.join(format!("oril-endgame-{name}-{stones}.bin"));
            let started = std::time::Instant::now();
            let table = EndgameTable::load_or_build(&path, rules, stones);
            install(table);
            tracing::info!(
                rules = name,
                stones,
                secs = started.elapsed().as_secs_f64(),
                "Oril endgame table ready"
            );
        }
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endgame_tables_are_on_by_default_and_bounded() {
        assert_eq!(endgame_stones(None).unwrap(), 15);
        assert_eq!(endgame_stones(Some("0".into())).unwrap(), 0);
        assert_eq!(endgame_stones(Some("12".into())).unwrap(), 12);
        let err = endgame_stones(Some("16".into())).unwrap_err();
        assert_eq!(err.name, "ORIL_ENDGAME_STONES");
        assert!(endgame_stones(Some("many".into())).is_err());
    }
}
