//! How records sit in sled: tree keys, summaries' keys, decoding with schema checks and
//! migrations of older records.

use super::*;

/// Summaries live in the tables tree (a round's end writes both in its transaction)
/// under this byte and the table id: after every record key, whose ids are far below
/// 2^56, so one range reads the records and one prefix the summaries.
pub(super) const SUMMARY_PREFIX: u8 = 0xFF;

/// Set in the default tree once every live table has a summary.
pub(super) const SUMMARIES_COMPLETE: &[u8] = b"table_summaries_complete";

pub(super) fn summary_key(id: u64) -> [u8; 9] {
    let mut key = [SUMMARY_PREFIX; 9];
    key[1..].copy_from_slice(&id.to_be_bytes());
    key
}

/// The table id a tree key holds (big-endian, so keys sort by id).
pub(super) fn table_id(key: &[u8]) -> u64 {
    key.try_into().map(u64::from_be_bytes).unwrap_or_default()
}

pub(super) fn key_name(key: &[u8]) -> String {
    match <[u8; 8]>::try_from(key) {
        Ok(bytes) => u64::from_be_bytes(bytes).to_string(),
        Err(_) => String::from_utf8_lossy(key).into_owned(),
    }
}

pub(super) fn decode<T: DeserializeOwned>(key: &str, bytes: &[u8]) -> Result<T, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        key: key.to_string(),
        reason,
    };
    /// Only the version of a record (the rest is skipped unparsed).
    #[derive(serde::Deserialize)]
    struct Version {
        #[serde(default)]
        schema: u32,
    }
    // A current record needs no migration: read it straight into its type, without the
    // intermediate JSON tree (most records, and most of a start-up's time).
    if let Ok(Version { schema: SCHEMA }) = serde_json::from_slice(bytes) {
        return serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()));
    }
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    if let Some(schema) = newer_schema(&value) {
        return Err(StoreError::Newer {
            key: key.to_string(),
            schema,
        });
    }
    let value = migrate(value).map_err(corrupt)?;
    serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))
}

/// The record's schema if it is newer than this bot's (written by a later version).
pub(super) fn newer_schema(value: &serde_json::Value) -> Option<u32> {
    let schema = value.get("schema")?.as_u64()?;
    (schema > u64::from(SCHEMA)).then(|| u32::try_from(schema).unwrap_or(u32::MAX))
}

/// Bring a record up to [`SCHEMA`]. Each step rewrites one version into the next.
pub fn migrate(mut value: serde_json::Value) -> Result<serde_json::Value, String> {
    let Some(object) = value.as_object_mut() else {
        return Err("record is not an object".into());
    };
    let mut version = object.get("schema").and_then(|v| v.as_u64()).unwrap_or(0) as u32;
    while version < SCHEMA {
        match version {
            // Version 0 records predate the schema field; they are otherwise identical.
            0 => {}
            _ => return Err(format!("no migration from schema {version}")),
        }
        version += 1;
        object.insert("schema".into(), version.into());
    }
    if version > SCHEMA {
        return Err(format!(
            "schema {version} is newer than this bot ({SCHEMA})"
        ));
    }
    Ok(value)
}
