use super::*;

#[test]
fn merges_touching_findings_of_one_kind() {
    let source = Source::new("%%%");
    let mut sink = Sink::new(&source, Strictness::Lenient);
    for i in 0..3 {
        sink.push_range(DiagnosticKind::PctInvalid, i..i + 1);
    }
    sink.push_range(DiagnosticKind::Backslash, 3..3);
    let d = sink.finish();
    assert_eq!(d.len(), 2);
    assert_eq!(d[0].span.range(), 0..3);
}

#[test]
fn merges_after_sorting() {
    let source = Source::new("abcd");
    let mut sink = Sink::new(&source, Strictness::Strict);
    sink.push_range(DiagnosticKind::Backslash, 2..3);
    sink.push_range(DiagnosticKind::PctInvalid, 0..1);
    sink.push_range(DiagnosticKind::Backslash, 1..2);
    let d = sink.finish();
    let got: Vec<_> = d.iter().map(|d| (d.kind, d.span.range())).collect();
    assert_eq!(
        got,
        [
            (DiagnosticKind::PctInvalid, 0..1),
            (DiagnosticKind::Backslash, 1..3)
        ]
    );
}
