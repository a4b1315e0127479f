/// The HTML page's style sheet. The second picture of each screen is picked with radio
/// buttons and CSS alone: the K-th button, checked, shows the K-th picture and marks the K-th
/// label, for K up to the most pictures a screen offers.
enum HTMLStyle {
  static func sheet(choices: Int) -> String {
    var sheet = base
    for position in stride(from: 1, through: choices, by: 1) {
      sheet +=
        ".pick>input:nth-of-type(\(position)):checked~.pair>.choices>figure:nth-of-type(\(position)){display:block}"
      sheet += ".pick>input:nth-of-type(\(position)):checked~.tabs>label:nth-of-type(\(position))"
      sheet += "{background:#0071e3;color:#fff}\n"
    }
    return sheet
  }

  private static let base = """
    body{font:15px/1.45 -apple-system,system-ui,"Segoe UI","Noto Sans",sans-serif;margin:2em auto;max-width:1100px;\
    padding:0 1em;color:#1d1d1f;background:#fff}
    h1{font-size:1.8em;margin-bottom:.2em}h2{margin-top:1.6em;border-bottom:1px solid #ddd;padding-bottom:.2em}
    .summary{color:#555}table.locales{border-collapse:collapse}.ok{color:#1a7f37}.bad{color:#c00}
    table.locales th,table.locales td{border:1px solid #ddd;padding:.25em .7em;text-align:right}
    table.locales td:first-child,table.locales th:first-child{text-align:left}
    .pick>input{position:absolute;opacity:0;pointer-events:none}
    .tabs label{display:inline-block;border:1px solid #0071e3;border-radius:1em;padding:0 .6em;margin:.1em;cursor:pointer}
    .pick>input:focus-visible~.tabs{outline:2px solid #0071e3}
    .pair{display:flex;gap:2em;flex-wrap:wrap}.choices{flex:1 1 380px}.choices>figure{display:none}
    figure{margin:0;flex:1 1 380px}figcaption{font-weight:600;margin-bottom:.4em}
    svg{width:100%;max-width:360px;height:auto;display:block;margin-bottom:.6em}
    .device{fill:#f5f5f7;stroke:#1d1d1f;stroke-width:3}
    .stop rect{fill:rgba(0,113,227,.10);stroke:#0071e3;stroke-width:2}
    .stop circle{fill:#0071e3}.stop .number{fill:#fff;font:bold 14px sans-serif;text-anchor:middle}
    .stop .label{fill:#1d1d1f;font:13px sans-serif}
    .silent rect{fill:rgba(0,0,0,.04);stroke:#999;stroke-width:1;stroke-dasharray:2 3}
    .moving>rect{fill:none;stroke:#a60;stroke-width:2;stroke-dasharray:6 4}
    .fading>rect{fill:none;stroke:#999;stroke-width:1;stroke-dasharray:6 4}
    .caption{font:11px sans-serif;fill:#666}.moving .caption{fill:#a60}
    .mark rect{stroke:#fff;stroke-width:1.5}.mark text{fill:#fff;font:bold 12px sans-serif;text-anchor:middle}
    .mark.error rect{fill:#c00}.mark.warning rect{fill:#a60}.mark.note rect{fill:#06c}
    span.mark{display:inline-block;min-width:1.3em;text-align:center;color:#fff;border-radius:4px;font-weight:bold}
    span.mark.error{background:#c00}span.mark.warning{background:#a60}span.mark.note{background:#06c}
    .marks{list-style:none;padding:0}.marks li{margin:.2em 0}
    .transcript{padding-inline-start:1.6em}.transcript li{margin:.15em 0}
    .time{font:12px ui-monospace,monospace;color:#666;margin-inline-end:.4em}
    .findings{list-style:none;padding:0}.findings li{margin:.3em 0}
    .findings .error b,.marks .error b{color:#c00}.findings .warning b,.marks .warning b{color:#a60}
    .findings .note b,.marks .note b{color:#06c}
    .place{color:#666;font:12px ui-monospace,monospace}

    """
}
