//! `grammar/url.bnf` against the code: every production names a [`Rule`],
//! every rule has a production, every production has a snapshot file, and
//! every name a production uses is defined in the file.
//!
//! The grammar file is the reviewer's entry point; these checks keep it from
//! drifting away from `Rule::ALL` and from `snapshots/`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use specurl::grammar::Rule;

const BNF: &str = include_str!("../grammar/url.bnf");

/// Productions that are defined once per parser mode, on separate lines.
const MODE_VARIANTS: &[&str] = &["auth-path"];
/// Character sets that are defined once per parser mode.
const MODE_VARIANT_SETS: &[&str] = &["s", "hchar"];

/// A definition line of the grammar file.
#[derive(Debug)]
struct Definition<'a> {
    line: usize,
    name: &'a str,
    /// `true` for `::=` (a production), `false` for `:=` (a character set).
    production: bool,
    body: String,
}

/// The line without its `--` comment. A comment starts at a `--` that is
/// outside a backtick or quote literal and is at the start of the line or
/// after white space (so that a `-` inside a name or literal is kept).
fn strip_comment(line: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut prev_space = true;
    for (i, c) in line.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '`' || c == '"' || c == '\'' => quote = Some(c),
            None if c == '-' && prev_space && line[i..].starts_with("--") => return &line[..i],
            None => {}
        }
        prev_space = c.is_whitespace();
    }
    line
}

/// Every definition of the file, in order.
fn definitions(text: &str) -> Result<Vec<Definition<'_>>, String> {
    let mut defs = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            continue;
        }
        let (name, body, production) = if let Some((l, r)) = line.split_once("::=") {
            (l.trim(), r, true)
        } else if let Some((l, r)) = line.split_once(":=") {
            (l.trim(), r, false)
        } else {
            return Err(format!(
                "line {}: neither a production nor a set (a production must fit on one line): {raw}",
                n + 1
            ));
        };
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(format!("line {}: bad name `{name}`", n + 1));
        }
        defs.push(Definition {
            line: n + 1,
            name,
            production,
            body: body.to_string(),
        });
    }
    Ok(defs)
}

/// The names a definition's body refers to: lowercase words outside
/// literals. Hex code points (`u+0`) are not names.
fn references(body: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut quote: Option<char> = None;
    let mut word = String::new();
    let flush = |word: &mut String, names: &mut Vec<String>| {
        let w = word.trim_end_matches('-');
        if !w.is_empty() && !w.starts_with("u+") {
            names.push(w.to_string());
        }
        word.clear();
    };
    for c in body.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '`' || c == '"' => {
                flush(&mut word, &mut names);
                quote = Some(c);
            }
            // `+` is a postfix operator except in a code point, `u+20`.
            None if c.is_ascii_lowercase()
                || (!word.is_empty() && (c.is_ascii_digit() || c == '-'))
                || (word == "u" && c == '+') =>
            {
                word.push(c)
            }
            None => flush(&mut word, &mut names),
        }
    }
    flush(&mut word, &mut names);
    names
}

fn productions() -> BTreeMap<&'static str, Vec<usize>> {
    let mut map: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for d in definitions(BNF).expect("a well-formed grammar file") {
        if d.production {
            map.entry(d.name).or_default().push(d.line);
        }
    }
    map
}

#[test]
fn every_line_is_a_definition_or_a_comment() {
    let defs = definitions(BNF).unwrap_or_else(|e| panic!("{e}"));
    assert!(defs.iter().filter(|d| d.production).count() >= Rule::ALL.len());
}

#[test]
fn every_production_is_a_rule() {
    let unknown: Vec<_> = productions()
        .into_iter()
        .filter(|(name, _)| Rule::from_name(name).is_none())
        .map(|(name, lines)| format!("{name} (line {lines:?})"))
        .collect();
    assert!(
        unknown.is_empty(),
        "productions without a Rule: {unknown:?}"
    );
}

#[test]
fn every_rule_is_a_production() {
    let prods = productions();
    let missing: Vec<_> = Rule::ALL
        .iter()
        .filter(|r| !prods.contains_key(r.name()))
        .map(|r| r.name())
        .collect();
    assert!(
        missing.is_empty(),
        "rules without a production: {missing:?}"
    );
}

#[test]
fn each_production_is_defined_once_per_mode_at_most() {
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for d in definitions(BNF).unwrap_or_else(|e| panic!("{e}")) {
        *seen.entry(d.name).or_default() += 1;
    }
    for (name, count) in seen {
        let variants = MODE_VARIANTS.contains(&name) || MODE_VARIANT_SETS.contains(&name);
        let expected = if variants { 2 } else { 1 };
        assert_eq!(count, expected, "`{name}` is defined {count} times");
    }
}

#[test]
fn every_name_used_is_defined() {
    let defs = definitions(BNF).unwrap_or_else(|e| panic!("{e}"));
    let defined: BTreeSet<&str> = defs.iter().map(|d| d.name).collect();
    let mut undefined = Vec::new();
    for d in &defs {
        for name in references(&d.body) {
            if !defined.contains(name.as_str()) {
                undefined.push(format!("line {}: `{name}` in `{}`", d.line, d.name));
            }
        }
    }
    assert!(undefined.is_empty(), "undefined names: {undefined:#?}");
}

#[test]
fn every_production_has_a_snapshot() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    let missing: Vec<_> = productions()
        .into_keys()
        .filter(|name| !dir.join(format!("{name}.snap")).is_file())
        .collect();
    assert!(
        missing.is_empty(),
        "productions without snapshots/<name>.snap: {missing:?}"
    );
}

#[test]
fn the_checker_sees_what_it_should() {
    // The helpers themselves, so that a broken parser of the grammar file
    // cannot make the checks above pass vacuously.
    assert_eq!(strip_comment("a ::= `--` b -- c"), "a ::= `--` b ");
    assert_eq!(strip_comment("-- all"), "");
    assert_eq!(
        references("alpha ( `:` | `|` ) ip4-address-strict+ u+20 ε h16*"),
        ["alpha", "ip4-address-strict", "h16"]
    );
    let defs = definitions("x ::= y\n-- z\ny := { `a` }\n").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(defs.len(), 2);
    assert!(defs[0].production && !defs[1].production);
    assert!(definitions("x ::= y\n| z\n").is_err());
}
