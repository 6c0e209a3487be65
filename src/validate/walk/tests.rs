//! The component check reads a component as the grammar's lenient
//! `pct-encoded-string` does: checked against a reading through the
//! grammar's own production and its parts.

use super::*;
use crate::grammar::Rule;
use crate::table::{status, Status};
use crate::validate::ctx::component_but;
use crate::validate::{Diagnostic, Strictness, ValidationBase};

use proptest::strategy::{Strategy, ValueTree};

/// [`component_but`] through `pct-encoded-string-lenient` and its parts.
fn by_the_grammar(
    cx: &mut Ctx<'_, '_, '_>,
    column: Column,
    span: Span<'_>,
    except: Option<Status>,
) {
    let (_, string) = grammar::pct_encoded_string_lenient(cx.mode, span).unwrap();
    let units = match column {
        Column::Username | Column::Password => false,
        Column::OpaqueHost => !cx.mode.is_special(),
        _ => true,
    };
    for part in string.parts() {
        match part.rule() {
            Rule::PctInvalid => cx.sink.push(DiagnosticKind::PctInvalid, part.span()),
            Rule::Uncoded => {
                let at = part.span().location_offset();
                for (i, c) in part.span().fragment().char_indices() {
                    let status = status(column, c);
                    let invalid =
                        matches!(status, Status::Rejected | Status::Tolerated | Status::Fixed);
                    let kind = if invalid {
                        DiagnosticKind::InvalidCharacter {
                            column,
                            status,
                            char: c,
                        }
                    } else if units && !crate::chars::is_url_code_point(c) {
                        DiagnosticKind::InvalidUrlUnit(c)
                    } else {
                        continue;
                    };
                    if Some(status) != except {
                        cx.sink.push_range(kind, at + i..at + i + c.len_utf8());
                    }
                }
            }
            _ => {}
        }
    }
}

/// What a check reports of all of `text` as one component.
fn reported(
    text: &str,
    mode: Mode,
    column: Column,
    except: Option<Status>,
    check: fn(&mut Ctx<'_, '_, '_>, Column, Span<'_>, Option<Status>),
) -> Vec<Diagnostic> {
    let source = Source::untrimmed(text);
    let mut sink = Sink::new(&source, Strictness::Strict);
    let mut cx = Ctx {
        mode,
        against: ValidationBase::Reference,
        text: source.text(),
        process: None,
        sink: &mut sink,
    };
    check(&mut cx, column, source.span(), except);
    sink.finish()
}

#[test]
fn the_component_check_reads_as_the_grammar_does() {
    let mut inputs: Vec<String> = specurl_check::data::wpt_pairs()
        .unwrap()
        .into_iter()
        .map(|(input, _)| input)
        .collect();
    let mut runner = specurl_check::seed::runner();
    let like = specurl_check::gen::url_like();
    for _ in 0..2000 {
        inputs.push(like.new_tree(&mut runner).unwrap().current());
    }
    inputs.extend(["%", "%4", "%4g", "%41", "a%%41%", "%e9%", "é%zz\u{80}|"].map(String::from));
    let mut reports = 0;
    for input in &inputs {
        for mode in [Mode::Generic, Mode::Web] {
            for column in Column::ALL {
                for except in [None, Some(Status::Rejected)] {
                    let fast = reported(input, mode, column, except, component_but);
                    let slow = reported(input, mode, column, except, by_the_grammar);
                    assert_eq!(fast, slow, "{input:?} {mode:?} {column:?} {except:?}");
                    reports += fast.len();
                }
            }
        }
    }
    assert!(reports > 10_000, "{reports}");
}
