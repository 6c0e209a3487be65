//! specurl against the `url` crate, summarised: over the real-world URL lists
//! and the WPT inputs by default, or over the files named on the command line
//! (fuzz artifacts, each read as the `differential` fuzz target reads its
//! input).
//!
//! ```text
//! cargo run --release -p specurl-check --example differential
//! cargo run --release -p specurl-check --example differential -- fuzz/artifacts/differential/*
//! ```
//!
//! Prints, per input set, how many inputs agree, how many differ in a known
//! way (per kind), and every unexplained disagreement; for the WPT inputs,
//! also which parser the suite says is right.

use std::collections::BTreeMap;

use specurl_check::{data, differential, targets};

/// Compares every input (with its base) and prints the summary.
fn summarise(name: &str, inputs: &[(String, Option<&str>)]) {
    let mut known: BTreeMap<&str, (usize, String)> = BTreeMap::new();
    let mut unexplained = Vec::new();
    for (input, base) in inputs {
        let Some(d) = differential::compare(input, *base) else {
            continue;
        };
        match differential::classify(&d) {
            Some(k) => known.entry(k.name).or_insert((0, format!("{input:?}"))).0 += 1,
            None => unexplained.push(d),
        }
    }
    let n_known: usize = known.values().map(|v| v.0).sum();
    println!(
        "{name}: {} inputs, {} agree, {n_known} known differences, {} unexplained",
        inputs.len(),
        inputs.len() - n_known - unexplained.len(),
        unexplained.len()
    );
    for (k, (n, example)) in &known {
        println!("  known {k}: {n}, e.g. {example}");
    }
    for d in &unexplained {
        println!(
            "  unexplained {:?} against {:?}\n    specurl {:?}\n    url     {:?}",
            d.input, d.base, d.specurl, d.url
        );
    }
}

/// The WPT inputs: disagreements, and who is right per the suite.
fn wpt() {
    let cases = data::wpt_cases().expect("the WPT data");
    let inputs: Vec<_> = cases
        .iter()
        .map(|c| (c.input.clone(), c.base.as_deref()))
        .collect();
    summarise("wpt", &inputs);
    let mut right: BTreeMap<&str, usize> = BTreeMap::new();
    for case in &cases {
        let Some(d) = differential::compare(&case.input, case.base.as_deref()) else {
            continue;
        };
        let expected = case.expected();
        let who = match (d.specurl == expected, d.url == expected) {
            (true, _) => "specurl",
            (false, true) => "url",
            (false, false) => "neither",
        };
        *right.entry(who).or_default() += 1;
        if who != "specurl" {
            println!(
                "  {who} right on {:?} against {:?}\n    specurl {:?}\n    url     {:?}",
                d.input, d.base, d.specurl, d.url
            );
        }
    }
    println!("  of the wpt disagreements, right per the suite: {right:?}");
}

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        for name in data::url_lists().expect("the URL lists") {
            let urls = data::url_list(&name).expect("the URL lists");
            let inputs: Vec<_> = urls.into_iter().map(|u| (u, None)).collect();
            summarise(&name, &inputs);
        }
        wpt();
        return;
    }
    // As the fuzz target does: the text with no base and with each base.
    let mut inputs = Vec::new();
    for file in &files {
        let bytes = std::fs::read(file).expect("a readable file");
        let text = targets::text(&bytes).into_owned();
        inputs.push((text.clone(), None));
        inputs.extend(targets::BASES.iter().map(|b| (text.clone(), Some(*b))));
    }
    summarise("files", &inputs);
}
