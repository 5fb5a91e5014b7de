import type { StarterPage } from "../starter-pages.ts";

/** The starter text of /size-guide (server/pages/starter-pages.ts). */
export const sizeGuide: StarterPage = {
  handle: "size-guide",
  title: "Size Guide",
  seoTitle: "Size Guide",
  seoDescription:
    "Workwear size charts: men's chest sizes XS–4XL, trouser waist and leg lengths, women's UK 8–22, safety footwear UK/EU/US conversions and glove sizes, in cm and inches.",
  bodyHtml: `
<p>Find the right fit first time. All measurements are body measurements, not garment measurements, and are shown in centimetres and inches. Sizes can vary slightly between brands, so check the product description too.</p>
<h2 id="mens-tops">Men's tops, jackets and hi-vis</h2>
<p>Polos, T-shirts, sweatshirts, fleeces, softshells and jackets. If you are between sizes, or will wear layers underneath, choose the larger size.</p>
<table>
<thead>
<tr>
<th>Size</th>
<th>Chest (cm)</th>
<th>Chest (in)</th>
</tr>
</thead>
<tbody>
<tr>
<th>XS</th>
<td>86–91 cm</td>
<td>34–36 in</td>
</tr>
<tr>
<th>S</th>
<td>91–97 cm</td>
<td>36–38 in</td>
</tr>
<tr>
<th>M</th>
<td>97–102 cm</td>
<td>38–40 in</td>
</tr>
<tr>
<th>L</th>
<td>102–107 cm</td>
<td>40–42 in</td>
</tr>
<tr>
<th>XL</th>
<td>107–112 cm</td>
<td>42–44 in</td>
</tr>
<tr>
<th>2XL</th>
<td>112–117 cm</td>
<td>44–46 in</td>
</tr>
<tr>
<th>3XL</th>
<td>117–122 cm</td>
<td>46–48 in</td>
</tr>
<tr>
<th>4XL</th>
<td>122–127 cm</td>
<td>48–50 in</td>
</tr>
</tbody>
</table>
<h2 id="trousers">Trousers and shorts</h2>
<p>Work trousers are sold by waist size in inches with a choice of leg length.</p>
<h3>Waist</h3>
<table>
<thead>
<tr>
<th>Waist size</th>
<th>Waist (cm)</th>
<th>Waist (in)</th>
</tr>
</thead>
<tbody>
<tr>
<th>28″</th>
<td>71 cm</td>
<td>28 in</td>
</tr>
<tr>
<th>30″</th>
<td>76 cm</td>
<td>30 in</td>
</tr>
<tr>
<th>32″</th>
<td>81 cm</td>
<td>32 in</td>
</tr>
<tr>
<th>34″</th>
<td>86 cm</td>
<td>34 in</td>
</tr>
<tr>
<th>36″</th>
<td>91 cm</td>
<td>36 in</td>
</tr>
<tr>
<th>38″</th>
<td>97 cm</td>
<td>38 in</td>
</tr>
<tr>
<th>40″</th>
<td>102 cm</td>
<td>40 in</td>
</tr>
<tr>
<th>42″</th>
<td>107 cm</td>
<td>42 in</td>
</tr>
<tr>
<th>44″</th>
<td>112 cm</td>
<td>44 in</td>
</tr>
</tbody>
</table>
<h3>Leg length</h3>
<table>
<thead>
<tr>
<th>Leg fitting</th>
<th>Inside leg (cm)</th>
<th>Inside leg (in)</th>
</tr>
</thead>
<tbody>
<tr>
<th>Short</th>
<td>74 cm</td>
<td>29 in</td>
</tr>
<tr>
<th>Regular</th>
<td>79 cm</td>
<td>31 in</td>
</tr>
<tr>
<th>Tall</th>
<td>84 / 86 cm</td>
<td>33 / 34 in</td>
</tr>
</tbody>
</table>
<p>Tall fittings are 33″ or 34″ depending on the brand; the exact length is given on each product.</p>
<h2 id="womens">Women's fit</h2>
<p>Women's fit tops, trousers and tunics in UK sizes 8 to 22. Each measurement is shown in centimetres, with inches underneath.</p>
<table>
<thead>
<tr>
<th>UK size</th>
<th>Bust</th>
<th>Waist</th>
<th>Hip</th>
</tr>
</thead>
<tbody>
<tr>
<th>8</th>
<td>81 cm<br>32 in</td>
<td>64 cm<br>25 in</td>
<td>89 cm<br>35 in</td>
</tr>
<tr>
<th>10</th>
<td>86 cm<br>34 in</td>
<td>69 cm<br>27 in</td>
<td>94 cm<br>37 in</td>
</tr>
<tr>
<th>12</th>
<td>91 cm<br>36 in</td>
<td>74 cm<br>29 in</td>
<td>99 cm<br>39 in</td>
</tr>
<tr>
<th>14</th>
<td>97 cm<br>38 in</td>
<td>79 cm<br>31 in</td>
<td>104 cm<br>41 in</td>
</tr>
<tr>
<th>16</th>
<td>102 cm<br>40 in</td>
<td>84 cm<br>33 in</td>
<td>109 cm<br>43 in</td>
</tr>
<tr>
<th>18</th>
<td>107 cm<br>42 in</td>
<td>89 cm<br>35 in</td>
<td>114 cm<br>45 in</td>
</tr>
<tr>
<th>20</th>
<td>112 cm<br>44 in</td>
<td>94 cm<br>37 in</td>
<td>119 cm<br>47 in</td>
</tr>
<tr>
<th>22</th>
<td>117 cm<br>46 in</td>
<td>99 cm<br>39 in</td>
<td>124 cm<br>49 in</td>
</tr>
</tbody>
</table>
<h2 id="footwear">Safety footwear</h2>
<p>Safety boots and shoes are sold in UK sizes. Many European brands size in EU; use this chart to convert. Half sizes are not made by most safety footwear brands, so if you are a half size, go up.</p>
<table>
<thead>
<tr>
<th>UK</th>
<th>EU</th>
<th>US (men's)</th>
</tr>
</thead>
<tbody>
<tr>
<th>3</th>
<td>36</td>
<td>4</td>
</tr>
<tr>
<th>4</th>
<td>37</td>
<td>5</td>
</tr>
<tr>
<th>5</th>
<td>38</td>
<td>6</td>
</tr>
<tr>
<th>6</th>
<td>39</td>
<td>7</td>
</tr>
<tr>
<th>7</th>
<td>40/41</td>
<td>8</td>
</tr>
<tr>
<th>8</th>
<td>42</td>
<td>9</td>
</tr>
<tr>
<th>9</th>
<td>43</td>
<td>10</td>
</tr>
<tr>
<th>10</th>
<td>44</td>
<td>11</td>
</tr>
<tr>
<th>11</th>
<td>45</td>
<td>12</td>
</tr>
<tr>
<th>12</th>
<td>46/47</td>
<td>13</td>
</tr>
<tr>
<th>13</th>
<td>48</td>
<td>14</td>
</tr>
</tbody>
</table>
<h2 id="gloves">Gloves</h2>
<p>Work gloves follow the European standard size numbers, based on the circumference of your hand.</p>
<table>
<thead>
<tr>
<th>Glove size</th>
<th>Letter size</th>
<th>Hand circumference</th>
</tr>
</thead>
<tbody>
<tr>
<th>6</th>
<td>XS</td>
<td>15 cm<br>6 in</td>
</tr>
<tr>
<th>7</th>
<td>S</td>
<td>18 cm<br>7 in</td>
</tr>
<tr>
<th>8</th>
<td>M</td>
<td>20 cm<br>8 in</td>
</tr>
<tr>
<th>9</th>
<td>L</td>
<td>23 cm<br>9 in</td>
</tr>
<tr>
<th>10</th>
<td>XL</td>
<td>25 cm<br>10 in</td>
</tr>
<tr>
<th>11</th>
<td>XXL</td>
<td>28 cm<br>11 in</td>
</tr>
</tbody>
</table>
<h2 id="headwear">Caps and hats</h2>
<blockquote>
<p><strong>One size fits most</strong></p>
<p>Our caps are one size with an adjustable strap or buckle at the back, fitting a head circumference of roughly 56–60 cm (22–23½ in). Beanies are one size and stretch to fit.</p>
</blockquote>
<h2 id="how-to-measure">How to measure</h2>
<p>Use a soft tape measure over light clothing, keeping it snug but not tight. It is easier with someone to help.</p>
<h3>Chest</h3>
<p>Measure around the fullest part of your chest, under your arms and across the shoulder blades, keeping the tape level.</p>
<h3>Waist</h3>
<p>Measure around your natural waistline, where you normally wear your trousers. Keep one finger under the tape for comfort.</p>
<h3>Inside leg</h3>
<p>Measure from the crotch to the bottom of the ankle along the inside of the leg, ideally on a pair of trousers that fit well.</p>
<h3>Foot</h3>
<p>Stand on paper with your heel against a wall, mark the tip of your longest toe and measure. Measure late in the day, wearing work socks.</p>
<h3>Hand</h3>
<p>Wrap the tape around your dominant hand across the knuckles, excluding the thumb. The glove size is that figure in inches.</p>
<blockquote>
<p><strong>Wrong size?</strong></p>
<p>Unworn, unwashed items in their original packaging can be exchanged or returned within 30 days. See our <a href="/returns-policy">returns policy</a>.</p>
</blockquote>
`,
};
