//! What the SQL and Ballista tests share: the test data of the repository
//! (`tests/data/` at its root) as Arrow batches, written at test time to
//! CSV and to Parquet files, and a session with the functions registered.
#![allow(dead_code)]

use std::fs::File;
use std::path::Path;
use std::sync::Arc;

use datafusion::arrow::array::{Int64Array, RecordBatch, StringArray};
use datafusion::arrow::csv::WriterBuilder;
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::prelude::{CsvReadOptions, SessionContext};
use serde_json::Value;

/// A file of the repository's test data.
pub fn data(path: &str) -> String {
    let full = format!("{}/../tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
}

/// A row of the test tables: id, input, base.
pub type Row = (i64, String, Option<String>);

/// WPT's `urltestdata.json` as rows `(id, input, base)`, the section
/// headers skipped.
pub fn wpt_rows() -> Vec<Row> {
    let cases: Vec<Value> = serde_json::from_str(&data("wpt/urltestdata.json")).unwrap();
    cases
        .iter()
        .filter_map(Value::as_object)
        .enumerate()
        .map(|(i, case)| {
            let input = case["input"].as_str().unwrap().to_owned();
            let base = case.get("base").and_then(Value::as_str).map(str::to_owned);
            (i as i64, input, base)
        })
        .collect()
}

/// The kasztp list of links from popular web sites, one a line.
pub fn kasztp() -> Vec<String> {
    data("urls/kasztp.txt")
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Rows `(id, input, base)` as a batch of columns `id`, `u`, `b`.
pub fn batch(rows: &[Row]) -> RecordBatch {
    let schema = Schema::new(vec![
        Field::new("id", DataType::Int64, false),
        Field::new("u", DataType::Utf8, true),
        Field::new("b", DataType::Utf8, true),
    ]);
    let id = Int64Array::from_iter_values(rows.iter().map(|r| r.0));
    let u = StringArray::from_iter_values(rows.iter().map(|r| r.1.as_str()));
    let b = StringArray::from_iter(rows.iter().map(|r| r.2.as_deref()));
    RecordBatch::try_new(
        Arc::new(schema),
        vec![Arc::new(id), Arc::new(u), Arc::new(b)],
    )
    .unwrap()
}

/// Writes `batch` to `parts` Parquet files `part-N.parquet` in `dir`, a
/// slice of its rows each.
pub fn write_parquet(batch: &RecordBatch, dir: &Path, parts: usize) {
    std::fs::create_dir_all(dir).unwrap();
    let per = batch.num_rows().div_ceil(parts);
    for part in 0..parts {
        let start = (part * per).min(batch.num_rows());
        let len = per.min(batch.num_rows() - start);
        let file = File::create(dir.join(format!("part-{part}.parquet"))).unwrap();
        let mut writer = ArrowWriter::try_new(file, batch.schema(), None).unwrap();
        writer.write(&batch.slice(start, len)).unwrap();
        writer.close().unwrap();
    }
}

/// Writes `batch` to the CSV file `path`, with a header line; NULL is an
/// empty field, as DataFusion reads it (an empty string too).
pub fn write_csv(batch: &RecordBatch, path: &Path) {
    let file = File::create(path).unwrap();
    let mut writer = WriterBuilder::new().with_header(true).build(file);
    writer.write(batch).unwrap();
}

/// How the CSV files of [`write_csv`] are read back.
pub fn csv_options<'a>() -> CsvReadOptions<'a> {
    CsvReadOptions::new()
        .has_header(true)
        .newlines_in_values(true)
        .file_extension(".csv")
}

/// A session with every function of the crate, as users get it.
pub fn context() -> SessionContext {
    datafusion_specurl::context().unwrap()
}
